package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"displaycheck.sightline.invalid"

	"sightline/rules/all"
)

// The tests in this file keep the README and the guides in docs/ honest:
// their links lead somewhere, their command lines name real Makefile
// targets and real flags, the README's rulesets are the registry's, and
// every sim command of docs/simulator.md runs.

// repoRoot is the repository's top folder, seen from this package.
const repoRoot = "../.."

// docPages returns the Markdown pages the tests read, relative to the
// repository's top: the README, DEVELOPERS.md, maps/README.md and every
// page in docs/.
func docPages(t *testing.T) []string {
	t.Helper()
	pages := []string{"README.md", "DEVELOPERS.md", "maps/README.md"}
	more, err := filepath.Glob(filepath.Join(repoRoot, "docs", "*.md"))
	if err != nil || len(more) == 0 {
		t.Fatalf("no pages in docs/: %v", err)
	}
	for _, p := range more {
		rel, _ := filepath.Rel(repoRoot, p)
		pages = append(pages, filepath.ToSlash(rel))
	}
	return pages
}

func readPage(t *testing.T, page string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(repoRoot, page))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// mdBlock is one fenced code block of a page: its info string, its lines
// and the page's line number of its first line.
type mdBlock struct {
	lang  string
	lines []string
	at    int
}

// splitFences returns a page's fenced code blocks and its other lines
// (with the fenced ones blanked, so line numbers stay right).
func splitFences(text string) (blocks []mdBlock, prose []string) {
	var cur *mdBlock
	for i, l := range strings.Split(text, "\n") {
		trim := strings.TrimSpace(l)
		if strings.HasPrefix(trim, "```") {
			if cur == nil {
				cur = &mdBlock{lang: strings.TrimSpace(strings.TrimPrefix(trim, "```")), at: i + 2}
			} else {
				blocks = append(blocks, *cur)
				cur = nil
			}
			prose = append(prose, "")
			continue
		}
		if cur != nil {
			cur.lines = append(cur.lines, l)
			prose = append(prose, "")
			continue
		}
		prose = append(prose, l)
	}
	return blocks, prose
}

var (
	linkRe    = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	codeRe    = regexp.MustCompile("`[^`]*`")
	headingRe = regexp.MustCompile(`^#{1,6}\s+(.*)$`)
)

// anchor is the fragment GitHub gives a heading: lower case, letters,
// digits, spaces, hyphens and underscores kept, spaces made hyphens.
func anchor(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// anchors lists the fragments of a page's headings.
func anchors(text string) map[string]bool {
	_, prose := splitFences(text)
	out := map[string]bool{}
	for _, l := range prose {
		if m := headingRe.FindStringSubmatch(l); m != nil {
			out[anchor(m[1])] = true
		}
	}
	return out
}

// TestDocsLinks fails when a page links to a file that is missing, or to
// a heading its target page does not have.
func TestDocsLinks(t *testing.T) {
	for _, page := range docPages(t) {
		text := readPage(t, page)
		_, prose := splitFences(text)
		for i, l := range prose {
			l = codeRe.ReplaceAllString(l, "")
			for _, m := range linkRe.FindAllStringSubmatch(l, -1) {
				target := m[1]
				if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
					continue
				}
				file, frag, _ := strings.Cut(target, "#")
				dest := page
				if file != "" {
					dest = filepath.ToSlash(filepath.Join(filepath.Dir(page), file))
					if _, err := os.Stat(filepath.Join(repoRoot, dest)); err != nil {
						t.Errorf("%s:%d links to %s, which is missing", page, i+1, target)
						continue
					}
				}
				if frag != "" && strings.HasSuffix(dest, ".md") && !anchors(readPage(t, dest))[frag] {
					t.Errorf("%s:%d links to %s, but %s has no heading #%s", page, i+1, target, dest, frag)
				}
			}
		}
	}
}

// makeTargets returns the targets the Makefile defines.
func makeTargets(t *testing.T) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	re := regexp.MustCompile(`^([A-Za-z0-9_-]+):(\s|$)`)
	for _, l := range strings.Split(readPage(t, "Makefile"), "\n") {
		if m := re.FindStringSubmatch(l); m != nil {
			out[m[1]] = true
		}
	}
	if !out["play"] || !out["test"] {
		t.Fatalf("the Makefile's targets %v lack play or test", out)
	}
	return out
}

// gameFlags returns the flags the game's help names: the help that
// TestUsageNamesEveryFlag (cmd/sightline) keeps equal to the game's flag
// set, read here without building the game.
func gameFlags() map[string]bool {
	out := map[string]bool{"h": true, "help": true}
	for _, line := range strings.Split(displaycheck.Usage, "\n") {
		if f := strings.Fields(line); len(f) > 0 && strings.HasPrefix(f[0], "--") {
			out[strings.TrimPrefix(f[0], "--")] = true
		}
	}
	return out
}

// simTakes reports whether sim's command sub defines the flag name, by
// asking its real flag set: "--name=0 -h" stops at the help for a flag
// it defines (or at a bad value) and says "not defined" for one it does
// not. A command without flags says neither for a made-up flag, so it
// takes none.
func simTakes(sub, name string, memo map[string]bool) bool {
	key := sub + " " + name
	if v, ok := memo[key]; ok {
		return v
	}
	probe := func(flag string) (code int, undefined bool) {
		var out, errb bytes.Buffer
		code = run([]string{sub, "--" + flag + "=0", "-h"}, &out, &errb)
		return code, strings.Contains(errb.String(), "provided but not defined")
	}
	v := false
	if _, undefined := probe("no-such-flag-in-any-sim-command"); undefined {
		code, undefined := probe(name)
		v = !undefined && code == 2
	}
	memo[key] = v
	return v
}

// simCommands returns the names of sim's commands.
func simCommands() map[string]bool {
	out := map[string]bool{}
	for _, c := range commands() {
		out[c.name] = true
	}
	return out
}

// shellWords splits a command line at spaces, keeping double-quoted
// words whole (without their quotes), and drops a trailing # comment.
func shellWords(line string) []string {
	var words []string
	var cur strings.Builder
	in, any := false, false
	for _, r := range line {
		switch {
		case r == '"':
			in, any = !in, true
		case r == '#' && !in && !any && cur.Len() == 0:
			return words
		case r == ' ' && !in:
			if any || cur.Len() > 0 {
				words = append(words, cur.String())
			}
			cur.Reset()
			any = false
		default:
			cur.WriteRune(r)
		}
	}
	if any || cur.Len() > 0 {
		words = append(words, cur.String())
	}
	return words
}

// program reads a command line's words: which of Sightline's programs it
// runs (make, sim or sightline) and the words after the program's name;
// "" for any other command.
func program(words []string) (string, []string) {
	for len(words) > 0 && strings.Contains(words[0], "=") && !strings.HasPrefix(words[0], "-") {
		words = words[1:] // VAR=value before the command
	}
	if len(words) >= 3 && words[0] == "go" && words[1] == "run" {
		switch strings.TrimSuffix(words[2], "/") {
		case "./cmd/sim":
			return "sim", words[3:]
		case "./cmd/sightline":
			return "sightline", words[3:]
		}
		return "", nil
	}
	if len(words) == 0 {
		return "", nil
	}
	switch words[0] {
	case "make", "sim", "sightline", "bin/sim", "bin/sightline", "./sim", "./sightline":
		if len(words) > 1 {
			return strings.TrimPrefix(filepath.Base(words[0]), "./"), words[1:]
		}
	}
	return "", nil
}

// flagName returns the name of a flag word ("--seed", "-h", "--map=x",
// "[--root"), or "" for a word that is no flag.
func flagName(w string) string {
	w = strings.TrimLeft(w, "[")
	if !strings.HasPrefix(w, "-") || w == "-" || w == "--" {
		return ""
	}
	name := strings.TrimLeft(w, "-")
	name, _, _ = strings.Cut(name, "=")
	name = strings.TrimRight(name, "]`.,;:)")
	if name == "" || !unicode.IsLetter(rune(name[0])) {
		return "" // a negative number
	}
	return name
}

// commandProblem says what is wrong with one command line, or "".
func commandProblem(prog string, args []string, targets, game, sims map[string]bool, memo map[string]bool) string {
	switch prog {
	case "make":
		for _, a := range args {
			if strings.HasPrefix(a, "-") || strings.Contains(a, "=") {
				continue
			}
			if !targets[a] {
				return fmt.Sprintf("make %s: the Makefile has no target %q", a, a)
			}
		}
	case "sightline":
		for _, a := range args {
			if n := flagName(a); n != "" && !game[n] {
				return fmt.Sprintf("sightline --%s: the game has no such flag (see its --help)", n)
			}
		}
	case "sim":
		if len(args) == 0 {
			return "" // sim alone prints its help
		}
		sub := args[0]
		if !sims[sub] {
			return fmt.Sprintf("sim %s: no such command (sim help)", sub)
		}
		for _, a := range args[1:] {
			if n := flagName(a); n != "" && !simTakes(sub, n, memo) {
				return fmt.Sprintf("sim %s --%s: the command defines no such flag", sub, n)
			}
		}
	}
	return ""
}

// TestDocsCommands fails when a command line in the README's code blocks
// is not a Makefile target or a sim or sightline command with flags the
// program defines, or when such a command anywhere in the pages (code
// blocks, indented lines, inline code) names a missing target, command
// or flag. Every line of the README's code blocks must be one of them.
func TestDocsCommands(t *testing.T) {
	targets, game, sims, memo := makeTargets(t), gameFlags(), simCommands(), map[string]bool{}
	checked := 0
	for _, page := range docPages(t) {
		text := readPage(t, page)
		blocks, prose := splitFences(text)
		for _, b := range blocks {
			if b.lang != "" && b.lang != "sh" && b.lang != "shell" && b.lang != "console" && b.lang != "bash" {
				continue
			}
			for j, l := range b.lines {
				l = strings.TrimPrefix(strings.TrimSpace(l), "$ ")
				if l == "" || strings.HasPrefix(l, "#") {
					continue
				}
				prog, args := program(shellWords(l))
				if prog == "" {
					if page == "README.md" {
						t.Errorf("%s:%d: %q is not a make, sim or sightline command", page, b.at+j, l)
					}
					continue
				}
				checked++
				if p := commandProblem(prog, args, targets, game, sims, memo); p != "" {
					t.Errorf("%s:%d: %s", page, b.at+j, p)
				}
			}
		}
		type found struct {
			line int
			text string
		}
		var lines []found
		for i, l := range prose {
			if strings.HasPrefix(l, "    ") {
				lines = append(lines, found{i + 1, strings.TrimSpace(l)})
			}
		}
		// Inline code may run on over a line break.
		joined := strings.Join(prose, "\n")
		for _, m := range codeRe.FindAllStringIndex(joined, -1) {
			c := strings.Join(strings.Fields(strings.Trim(joined[m[0]:m[1]], "`")), " ")
			lines = append(lines, found{strings.Count(joined[:m[0]], "\n") + 1, c})
		}
		for _, c := range lines {
			prog, args := program(shellWords(c.text))
			if prog == "" {
				continue
			}
			checked++
			if p := commandProblem(prog, args, targets, game, sims, memo); p != "" {
				t.Errorf("%s:%d: %s", page, c.line, p)
			}
		}
	}
	t.Logf("%d command lines checked", checked)
	if checked < 20 {
		t.Errorf("only %d command lines checked; the pages' commands are not being read", checked)
	}
}

// TestReadmeRulesets: the README's "Rulesets" section lists each
// registered ruleset once, as "**Name** (`id`...", and no other.
func TestReadmeRulesets(t *testing.T) {
	_, prose := splitFences(readPage(t, "README.md"))
	re := regexp.MustCompile("^- \\*\\*(.+?)\\*\\* \\(`([a-z0-9]+)`")
	var in bool
	listed := map[string]string{}
	for _, l := range prose {
		if m := headingRe.FindStringSubmatch(l); m != nil {
			in = m[1] == "Rulesets"
			continue
		}
		if m := re.FindStringSubmatch(l); in && m != nil {
			if _, dup := listed[m[2]]; dup {
				t.Errorf("README.md lists %s twice", m[2])
			}
			listed[m[2]] = m[1]
		}
	}
	reg := all.Registry()
	for _, id := range reg.IDs() {
		r, _ := reg.Get(id)
		switch name, ok := listed[id]; {
		case !ok:
			t.Errorf("README.md's Rulesets section lacks %s (%s); add a line \"- **%s** (`%s`): ...\"", id, r.Name(), r.Name(), id)
		case name != r.Name():
			t.Errorf("README.md names %s %q; the ruleset calls itself %q", id, name, r.Name())
		}
		delete(listed, id)
	}
	for id := range listed {
		t.Errorf("README.md lists a ruleset %s that the registry (rules/all) does not hold", id)
	}
}

// guideCommands returns the sim command lines of docs/simulator.md's
// code blocks, each as its words without "sim".
func guideCommands(t *testing.T) [][]string {
	t.Helper()
	blocks, _ := splitFences(readPage(t, "docs/simulator.md"))
	var out [][]string
	for _, b := range blocks {
		for _, l := range b.lines {
			if w := shellWords(strings.TrimSpace(l)); len(w) > 1 && w[0] == "sim" {
				out = append(out, w[1:])
			}
		}
	}
	return out
}

// smaller caps a run's battles and attacks, so that the guide's commands
// run in seconds: they play the guide's first battles and attacks only.
func smaller(args []string) []string {
	out := slices.Clone(args)
	for i := 0; i+1 < len(out); i++ {
		limit := map[string]int{"--battles": 2, "--check": 200}[out[i]]
		if n, err := strconv.Atoi(out[i+1]); limit > 0 && err == nil && n > limit {
			out[i+1] = strconv.Itoa(limit)
		}
	}
	return out
}

// TestSimulatorGuideRuns runs every sim command of docs/simulator.md as
// the guide writes it, in order, from a folder holding the guide's example
// files as the repository does (so its squads file, scenarios, plot and
// replays resolve as they do for a reader), with fewer battles and
// attacks; each must exit 0 and print something. A command ending in
// "> FILE" writes what it prints to FILE there, for a later command to
// read (the parts that sim merge joins). The worked session must
// keep its steps: sim units, a mirrored battle with --json and --plot,
// and sim odds with --check.
func TestSimulatorGuideRuns(t *testing.T) {
	cmds := guideCommands(t)
	dir := t.TempDir()
	examples, err := filepath.Glob(filepath.Join(repoRoot, "docs", "examples", "*"))
	if err != nil || len(examples) == 0 {
		t.Fatalf("no docs/examples: %v", err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "docs", "examples"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, e := range examples {
		b, err := os.ReadFile(e)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "docs", "examples", filepath.Base(e)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	has := map[string]bool{}
	for _, c := range cmds {
		args := smaller(c)
		for _, a := range c {
			has[c[0]+" "+a] = true
		}
		to := ""
		if n := len(args); n >= 2 && args[n-2] == ">" {
			args, to = args[:n-2], args[n-1]
		}
		code, out, errs := sim(args...)
		if code != 0 || out == "" {
			t.Errorf("sim %s: exit %d, stdout %d bytes, stderr %q", strings.Join(args, " "), code, len(out), errs)
		}
		if to != "" {
			if err := os.WriteFile(to, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, want := range []string{"units units", "battle --mirror", "battle --json", "battle --plot", "battle --squads", "odds --check", "battle --shard", "merge --plot"} {
		if !has[want] {
			sub, flag, _ := strings.Cut(want, " ")
			t.Errorf("docs/simulator.md runs no sim %s with %s", sub, flag)
		}
	}
	if len(cmds) < 6 {
		t.Errorf("docs/simulator.md has %d sim commands in its code blocks; the worked session needs more", len(cmds))
	}
}

// TestSimulatorGuideShowsItsFiles: each example file docs/simulator.md
// names is shown in it as it is, in a code block of its own.
func TestSimulatorGuideShowsItsFiles(t *testing.T) {
	text := readPage(t, "docs/simulator.md")
	blocks, _ := splitFences(text)
	shown := map[string]bool{}
	for _, b := range blocks {
		shown[strings.TrimSpace(strings.Join(b.lines, "\n"))] = true
	}
	names := regexp.MustCompile(`docs/examples/[A-Za-z0-9_.-]+\.json`).FindAllString(text, -1)
	slices.Sort(names)
	names = slices.Compact(names)
	if len(names) == 0 {
		t.Fatal("docs/simulator.md names no docs/examples file")
	}
	for _, n := range names {
		b, err := os.ReadFile(filepath.Join(repoRoot, n))
		if err != nil {
			t.Errorf("docs/simulator.md names %s: %v", n, err)
			continue
		}
		if !shown[strings.TrimSpace(string(b))] {
			t.Errorf("docs/simulator.md does not show %s as it is; put its text in a code block:\n%s", n, b)
		}
	}
}
