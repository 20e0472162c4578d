package main

import (
	"bufio"
	"fmt"
	"os"
)

// writeTSV writes every frame's figures, one line each, for a spreadsheet
// or awk.
func writeTSV(path string, frames []frame) error {
	out, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(out)
	fmt.Fprintln(w, "n\tgame\tphase\tphase_tick\twarm\tdrew\tticks\tms\town_ms\tgc\talloc_kb\t"+ //catalog:exempt a data file's header
		"main_run\tmain_wait\traster_run\traster_wait\tother_run\tother_wait\tx_run\tx_wait\tbusy_ms\tstall_ms\t"+
		"flushes\tscreen_draws\toff_draws\tcopies\tclears\tscreen_idx\toff_idx\tnew_images\tnew_px\tdisposed\tuploads\tupload_px\treads\tshaders\ttextures\ttexture_px")
	for _, f := range frames {
		c := f.cmds
		fmt.Fprintf(w, "%d\t%s\t%s\t%d\t%t\t%t\t%d\t%.2f\t%.2f\t%d\t%.0f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.0f\t%.2f\t"+
			"%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\n",
			f.n, f.game, f.phase, f.phaseTick, f.warm, f.drew, f.ticks, f.ms, f.own, f.gc, f.allocKB,
			f.mainRun, f.mainWait, f.rasterRun, f.rasterWait, f.otherRun, f.otherWait, f.xRun, f.xWait, f.busy, f.stall,
			c.flushes, c.screenDraws, c.offDraws, c.copies, c.clears, c.screenIdx, c.offIdx, c.newImages, c.newPixels, c.disposed,
			c.uploads, c.uploadPixels, c.reads, c.shaders, c.textures, c.texturePix)
	}
	if err := w.Flush(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
