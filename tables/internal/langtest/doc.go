// Package langtest holds the layout tests of the setup screens, the tables,
// the in-game menu and the results in every language: each is laid out at
// a desktop and a phone size and every label is measured against its
// button (package internal/fit). The package has no code of its own.
package langtest
