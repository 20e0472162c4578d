// Package kit is what every game table shares, so that a game's table
// package holds only its own game: its layout, where its cards lie, and
// the animation of its own events.
//
//   - Driver: who acts comes from the rules (ToAct, one seat or several at
//     once). Humans act through the table, bots think in slices per frame,
//     and every move, a human's or a bot's, goes through Driver.Apply, the
//     one place where autosave, the move log and undo hook in.
//
//   - Source: where the driver's game comes from, dealt here (the live
//     state and the bots) or an online room (only the views and redacted
//     events this device is sent; its moves go to the room). The tables
//     cannot tell them apart; an online table also has a room bar, drawn
//     where the table keeps room for it (KeepRoomIn), and results that
//     check what was shown against the room's revealed seed
//     (docs/online-client.md).
//
//   - Queue: the events of each move are animated one after another by
//     the table's own Animate; a click skips, and fast-forward plays the
//     rest instantly.
//
//   - Shown view: the live state runs ahead of the animation, so a table
//     never draws from it. The driver keeps the viewer's View after each
//     move and moves the shown view on only once the queue has animated
//     that move's events; tables draw from their screen model (changed
//     only by the events they animate) and from Driver.Shown.
//
//   - Hand-over and input lock: when a different human is to act next and
//     that seat has something private, everything private is hidden and
//     the screen asks to be passed on, until that player dismisses it.
//     Even with no secrets, input stays locked for a moment after a human's
//     move once the next human's turn is shown, so a quick second drag
//     cannot play for the next person.
//
//   - Base: the scene skeleton a table embeds (stage, frame times, faces
//     painted ahead of time, the opening without a long first frame), and
//     what every table used to repeat: the check that the configuration
//     is the table's game, the menu button and Escape, the turn's
//     first-game tip (TurnHint), and the hand-off to the results frame
//     once the game's last events are shown (GameOver). A table reaches
//     the game only through the Driver's documented surface
//     (docs/architecture.md), never its live state.
//
//   - Undo and the move log (undo*.go, log*.go): a table offers them with
//     OfferTools, giving its sentence for each event (its log.go). Undo
//     finds the span to take back (the person's last move and the bots'
//     answers), asks the rules whether each move of it may go
//     (rules.Undoer), and opens the table again with the moves that stay.
//     The log replays the record and words each event as the viewer may
//     see it (Driver.Redact); MoveLog is a component any scene can host.
//
// The in-game menu and the results frame live here too (menu*.go,
// results*.go).
package kit
