// Package setup is the game setup screen all three games share
// ("setup:GAME"): how many players, who sits where (a person or a bot of
// some level, a name, a colour), the game's own options, and the seed of
// the deal. Start checks the choices and hands a tables.Config to the
// game's table; Back returns to the title.
//
// Every control is a sprites node, so mouse, touch and keyboard (Tab,
// arrows, Enter, Escape) reach all of it. Names and the seed are typed in
// place: click (or Enter on) the field, type, Enter or a click elsewhere
// keeps the text, Escape restores it.
//
// Target ids (window.salotto.targets, Scene.Targets):
//
//	players:minus  players:plus
//	seat:N:human  seat:N:easy  seat:N:normal  seat:N:hard   (N from 1)
//	seat:N:name   seat:N:color
//	option:KEY:VALUE   (a game option's choice, e.g. option:expansions:gold)
//	seed  button:newseed  button:start  button:back
package setup
