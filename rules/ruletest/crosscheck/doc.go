// Package crosscheck runs the generic tools against every game in
// rules/catalog: the test kit at every player count, and the generic search
// bot's speed. Each game runs the kit in its own tests too; this is the
// second opinion, kept apart so that rules/ruletest and rules/bot build and
// test without any game.
package crosscheck
