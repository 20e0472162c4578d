package main

import (
	"salotto/scenes"
	"salotto/tables/all"
)

// registerTables adds every table ("play:GAME") and its setup screen
// ("setup:GAME") to reg (package tables/all lists them).
func registerTables(reg *scenes.Registry) { all.Register(reg) }
