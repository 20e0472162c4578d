package kit

import (
	"fmt"
	"time"

	"salotto/scenes"
	"salotto/sprites"
)

// ResultsSaveID is the results frame's Save this game button.
const ResultsSaveID = "button:save"

// addSave adds Save this game when the frame has the game's record.
func (r *Results) addSave() {
	if r.spec.Record == nil {
		return
	}
	r.save = r.button(ResultsSaveID, r.ctx.Words.T("replay.save"), r.doSave)
}

// rowButtons are the buttons along the bottom, left to right.
func (r *Results) rowButtons() []*sprites.Button {
	var row []*sprites.Button
	if r.room == nil { // an online room has no rematch
		row = append(row, r.rematch)
	}
	if r.save != nil {
		row = append(row, r.save)
	}
	return append(row, r.back)
}

// recordName is the file name a finished game is saved under:
// GAME-DATE.json, the date to the second so two games never meet.
func recordName(game string, at time.Time) string {
	return fmt.Sprintf("%s-%s.json", game, at.Format("2006-01-02-150405")) //catalog:exempt a file name
}

// doSave saves the game's record (records/GAME-DATE.json under the config
// folder; in the browser, a download) and says where, or why it could
// not.
func (r *Results) doSave() {
	data, err := r.spec.Record.Marshal()
	if err == nil {
		var where string
		if where, err = saveRecord(recordName(r.spec.Game.ID(), time.Now()), data); err == nil {
			r.say(r.ctx.Words.T("replay.saved", where))
			return
		}
	}
	r.ctx.Play(scenes.SoundRefused)
	r.say(r.ctx.Words.T("replay.save_failed", err.Error()))
}
