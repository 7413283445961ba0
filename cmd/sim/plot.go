package main

import (
	"bytes"
	"fmt"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"sightline/rules/replay"
)

// writePlot draws a run as a PNG: on the left each player's and each spawn
// side's win rate with its 95% Wilson interval, on the right the
// distribution of the rounds the battles lasted. It writes atomically.
func writePlot(path string, s *battleSummary) error {
	rates, err := ratePlot(s)
	if err != nil {
		return err
	}
	rounds, err := roundsPlot(s)
	if err != nil {
		return err
	}
	img := vgimg.New(28*vg.Centimeter, 11*vg.Centimeter)
	dc := draw.New(img)
	tiles := draw.Tiles{Rows: 1, Cols: 2, PadX: vg.Centimeter, PadTop: vg.Millimeter * 3, PadBottom: vg.Millimeter * 3, PadLeft: vg.Millimeter * 3, PadRight: vg.Millimeter * 3}
	rates.Draw(tiles.At(dc, 0, 0))
	rounds.Draw(tiles.At(dc, 1, 0))
	var png bytes.Buffer
	if _, err := (vgimg.PngCanvas{Canvas: img}).WriteTo(&png); err != nil {
		return err
	}
	return replay.WriteFile(path, png.Bytes())
}

// ratePlot plots win rates with their intervals, players then spawn sides
// then draws.
func ratePlot(s *battleSummary) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("%s on %s: win rate, %d battles", s.Ruleset, s.Map, s.Battles)
	p.Y.Label.Text = "win rate (95% interval)"
	p.Y.Min, p.Y.Max = 0, 1
	var labels []string
	var pts plotter.XYs
	var errs plotter.YErrors
	add := func(label string, k int) {
		lo, hi := wilson(k, s.Battles)
		r := float64(k) / float64(s.Battles)
		pts = append(pts, plotter.XY{X: float64(len(labels)), Y: r})
		errs = append(errs, struct{ Low, High float64 }{r - lo, hi - r})
		labels = append(labels, label)
	}
	for i, sp := range s.Sides {
		add(fmt.Sprintf("%d %s", i+1, sp), s.WinsByPlayer[i])
	}
	for i, k := range s.Wins {
		add(fmt.Sprintf("side %d", i+1), k)
	}
	add("draw", s.Draws)
	bars, err := plotter.NewYErrorBars(struct {
		plotter.XYer
		plotter.YErrorer
	}{pts, errs})
	if err != nil {
		return nil, err
	}
	bars.CapWidth = 4 * vg.Millimeter
	sc, err := plotter.NewScatter(pts)
	if err != nil {
		return nil, err
	}
	p.Add(bars, sc, plotter.NewGrid())
	p.NominalX(labels...)
	p.X.Min, p.X.Max = -0.5, float64(len(labels))-0.5
	return p, nil
}

// roundsPlot plots how many battles ended in each round.
func roundsPlot(s *battleSummary) (*plot.Plot, error) {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("rounds (mean %.1f)", s.MeanRounds)
	p.X.Label.Text = "round the battle ended in"
	p.Y.Label.Text = "battles"
	lo, hi := s.Rounds[0], s.Rounds[0]
	for _, r := range s.Rounds {
		lo, hi = min(lo, r), max(hi, r)
	}
	vals := make(plotter.Values, len(s.Rounds))
	for i, r := range s.Rounds {
		vals[i] = float64(r)
	}
	if hi-lo > 200 {
		h, err := plotter.NewHist(vals, 50)
		if err != nil {
			return nil, err
		}
		p.Add(h)
		return p, nil
	}
	h, err := plotter.NewHist(vals, 1)
	if err != nil {
		return nil, err
	}
	// One bar per round, centred on it, rather than the library's bins,
	// which split the range evenly and straddle whole rounds.
	h.Bins = make([]plotter.HistogramBin, hi-lo+1)
	for i := range h.Bins {
		h.Bins[i].Min, h.Bins[i].Max = float64(lo+i)-0.5, float64(lo+i)+0.5
	}
	for _, r := range s.Rounds {
		h.Bins[r-lo].Weight++
	}
	h.Width = 1
	p.X.Min, p.X.Max = float64(lo)-1.5, float64(hi)+1.5
	p.Add(h)
	return p, nil
}
