// Package lang is Salotto's string catalog: every word a player sees is
// looked up here by a stable key, so that a later language is a new table
// of messages and not a hunt through the code.
//
// Messages are grouped by the part of the game that shows them, one file
// each (en_scenes.go, en_setup.go, en_kit.go, en_dolcevita.go,
// en_refusals.go ...), and each file adds its group to its language in an
// init function. Splitting the table this way keeps the groups readable and
// lets a screen's messages sit in one place; register refuses a key that
// two groups both define.
//
// A message is a fmt format: arguments are numbered (%[1]s) where a
// translation may need to reorder them.
package lang
