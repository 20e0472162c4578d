// Package toy holds two small but complete games used to prove the
// game-independent tools (the test kit, records, bots, the arena) before and
// beside the real games: Nim, a sequential perfect-information game, and
// Prizes (Goofspiel), a simultaneous-bid game whose prize deck order and
// pending bids are hidden. They are test fixtures: the catalog does not list
// them, so players never see them.
package toy
