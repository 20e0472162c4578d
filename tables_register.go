package main

import (
	"salotto/scenes"
	"salotto/tables/all"
)

// registerTables adds every table ("play:GAME"), its setup screen
// ("setup:GAME"), watch mode and the records screen to reg (package
// tables/all lists them).
func registerTables(reg *scenes.Registry) { all.Register(reg) }
