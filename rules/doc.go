// Package rules is the contract every Salotto game implements, modelled on
// OpenSpiel's State: a Game describes a game and sets up States; a State is
// one position that says who must act, lists legal moves, applies a move
// (returning the events it caused, or an error that leaves it untouched),
// and gives each player a View that lacks what that player may not know.
// A refused move comes back as an *IllegalMove naming the rule it broke with
// a Reason code and its data, for a table to word in the player's language.
//
// Bots, game records, the arena and the tables are written once against
// this contract. The package is pure: no Ebitengine import, no wall clock,
// no global random source. All randomness comes from a seeded generator
// held inside each State, so the same options, seed and moves always give
// the same game on every platform.
package rules
