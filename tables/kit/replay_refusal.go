package kit

import (
	"errors"
	"fmt"

	"salotto/internal/jsonlite"
	"salotto/lang"
	"salotto/rules/record"
)

// Why a record was refused, beyond what package record says: a player
// reads ReplayRefusal's words, not the error's.
var (
	errNewerRecord = errors.New("the record is newer than this program")
)

// otherRules: the record was played under another rules version.
type otherRules struct {
	game       string
	have, want int
}

func (e *otherRules) Error() string {
	return fmt.Sprintf("%s rules version %d, this program plays %d", e.game, e.have, e.want)
}

// checkRecordVersion refuses, before reading it properly, a record whose
// format is newer than this program's (a player is told to update rather
// than that the file is damaged).
func checkRecordVersion(data []byte) error {
	var head struct {
		Format int `json:"format"`
	}
	if jsonlite.Unmarshal(data, &head) == nil && head.Format > record.Format {
		return errNewerRecord
	}
	return nil
}

// ReplayRefusal words why a record could not be opened (NewReplay's
// error) for the player.
func ReplayRefusal(w *lang.Catalog, err error) string {
	var bad *record.BadMove
	var game *unknownGame
	var rules *otherRules
	switch {
	case errors.Is(err, errNewerRecord):
		return w.T("replay.refused.newer")
	case errors.As(err, &bad):
		return w.T("replay.refused.move", bad.Index+1, bad.Move)
	case errors.As(err, &game):
		return w.T("replay.refused.game", game.game)
	case errors.As(err, &rules):
		return w.T("replay.refused.rules", rules.Error())
	}
	return w.T("replay.refused.damaged", err.Error())
}
