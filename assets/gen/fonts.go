package main

import (
	"encoding/binary"
	"fmt"
	"slices"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// browserRunes are the ranges of runes the browser's fonts keep: Latin
// (ASCII, Latin-1, Latin Extended-A), general punctuation, arrows,
// mathematical operators, technical symbols, geometric shapes and the
// replacement character. Every rune the game writes lies in them
// (assets' TestBrowserFontsCoverTheGame); the browser shows no text the
// player types or a file names.
var browserRunes = [][2]rune{
	{0x20, 0x7e}, {0xa0, 0x17f}, {0x2000, 0x206f}, {0x2190, 0x21ff},
	{0x2200, 0x22ff}, {0x2300, 0x23ff}, {0x25a0, 0x25ff}, {0xfffd, 0xfffd},
}

// browserFonts returns the browser's copies of the two Go fonts the game
// writes with, by their paths from the module root.
func browserFonts() (map[string][]byte, error) {
	out := map[string][]byte{}
	for name, ttf := range map[string][]byte{"go-regular": goregular.TTF, "go-bold": gobold.TTF} {
		b, err := subsetFont(ttf, browserRunes)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", name, err)
		}
		out["assets/fonts/"+name+"-browser.ttf"] = b
	}
	return out, nil
}

// subsetFont returns a copy of the TrueType font ttf that draws the same
// outlines for the runes in ranges, with every other glyph's outline
// emptied and no hinting (the
// glyphs' instructions and the fpgm, prep and cvt tables): the game
// draws text unhinted through golang.org/x/image's rasteriser, which
// reads no instructions. Nor does it keep the glyphs' names (post table
// version 3). Glyph numbers, metrics and the character map are kept, so
// a kept rune is the same glyph as before.
func subsetFont(ttf []byte, ranges [][2]rune) ([]byte, error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, err
	}
	tables := map[string][]byte{}
	var tags []string
	n := int(binary.BigEndian.Uint16(ttf[4:]))
	for i := 0; i < n; i++ {
		rec := ttf[12+16*i:]
		tag := string(rec[:4])
		off, length := binary.BigEndian.Uint32(rec[8:]), binary.BigEndian.Uint32(rec[12:])
		if int(off)+int(length) > len(ttf) {
			return nil, fmt.Errorf("table %s lies past the file's end", tag)
		}
		tables[tag] = slices.Clone(ttf[off : off+length])
		tags = append(tags, tag)
	}
	head, maxp, loca, glyf := tables["head"], tables["maxp"], tables["loca"], tables["glyf"]
	if len(head) < 54 || len(maxp) < 32 || loca == nil || glyf == nil {
		return nil, fmt.Errorf("not a TrueType font with head, maxp, loca and glyf tables")
	}
	long := binary.BigEndian.Uint16(head[50:]) != 0
	glyphs := int(binary.BigEndian.Uint16(maxp[4:]))
	offset := func(i int) int {
		if long {
			return int(binary.BigEndian.Uint32(loca[4*i:]))
		}
		return 2 * int(binary.BigEndian.Uint16(loca[2*i:]))
	}
	glyph := func(i int) []byte { return glyf[offset(i):offset(i+1)] }

	keep := make([]bool, glyphs)
	keep[0] = true
	var buf sfnt.Buffer
	for _, r := range ranges {
		for c := r[0]; c <= r[1]; c++ {
			if g, err := f.GlyphIndex(&buf, c); err == nil && g != 0 {
				keep[g] = true
			}
		}
	}

	var newGlyf []byte
	offsets := make([]int, 0, glyphs+1)
	for i := 0; i < glyphs; i++ {
		offsets = append(offsets, len(newGlyf))
		if !keep[i] {
			continue
		}
		g, err := unhinted(glyph(i))
		if err != nil {
			return nil, fmt.Errorf("glyph %d: %v", i, err)
		}
		newGlyf = append(newGlyf, g...)
		for len(newGlyf)%4 != 0 {
			newGlyf = append(newGlyf, 0)
		}
	}
	offsets = append(offsets, len(newGlyf))
	var newLoca []byte
	for _, o := range offsets {
		if long {
			newLoca = binary.BigEndian.AppendUint32(newLoca, uint32(o))
		} else {
			newLoca = binary.BigEndian.AppendUint16(newLoca, uint16(o/2))
		}
	}
	tables["glyf"], tables["loca"] = newGlyf, newLoca
	binary.BigEndian.PutUint16(maxp[26:], 0) // maxSizeOfInstructions
	if post := tables["post"]; len(post) >= 32 {
		// Version 3 of the post table names no glyphs.
		tables["post"] = post[:32]
		binary.BigEndian.PutUint32(tables["post"], 0x00030000)
	}
	tags = slices.DeleteFunc(tags, func(t string) bool { return t == "fpgm" || t == "prep" || t == "cvt " })
	return writeFont(ttf[:4], tags, tables), nil
}

// unhinted returns the simple glyph g without its instructions. The Go
// fonts have no composite glyph, and one is refused.
func unhinted(g []byte) ([]byte, error) {
	if len(g) == 0 {
		return nil, nil
	}
	if len(g) < 10 {
		return nil, fmt.Errorf("a glyph of %d bytes", len(g))
	}
	contours := int16(binary.BigEndian.Uint16(g))
	if contours < 0 {
		return nil, fmt.Errorf("a composite glyph, which subsetFont does not follow")
	}
	p := 10 + 2*int(contours)
	if p+2 > len(g) {
		return nil, fmt.Errorf("a glyph ends inside its contours")
	}
	skip := int(binary.BigEndian.Uint16(g[p:]))
	if p+2+skip > len(g) {
		return nil, fmt.Errorf("a glyph ends inside its instructions")
	}
	out := slices.Clone(g[:p+2])
	binary.BigEndian.PutUint16(out[p:], 0)
	return append(out, g[p+2+skip:]...), nil
}

// writeFont lays out a font file of the given version and tables (tags
// in the directory's order), with their checksums and the head table's
// checksum adjustment.
func writeFont(version []byte, tags []string, tables map[string][]byte) []byte {
	n := len(tags)
	pow := 1
	for pow*2 <= n {
		pow *= 2
	}
	shift := 0
	for 1<<(shift+1) <= pow {
		shift++
	}
	out := slices.Clone(version)
	out = binary.BigEndian.AppendUint16(out, uint16(n))
	out = binary.BigEndian.AppendUint16(out, uint16(pow*16))
	out = binary.BigEndian.AppendUint16(out, uint16(shift))
	out = binary.BigEndian.AppendUint16(out, uint16(n*16-pow*16))
	dir := len(out)
	out = append(out, make([]byte, 16*n)...)
	headAt := 0
	binary.BigEndian.PutUint32(tables["head"][8:], 0)
	for i, tag := range tags {
		t := tables[tag]
		at := len(out)
		if tag == "head" {
			headAt = at
		}
		out = append(out, t...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
		rec := out[dir+16*i:]
		copy(rec, tag)
		binary.BigEndian.PutUint32(rec[4:], checksum(out[at:]))
		binary.BigEndian.PutUint32(rec[8:], uint32(at))
		binary.BigEndian.PutUint32(rec[12:], uint32(len(t)))
	}
	binary.BigEndian.PutUint32(out[headAt+8:], 0xb1b0afba-checksum(out))
	return out
}

// checksum is the TrueType sum of b as big-endian 32-bit words, b padded
// with zeros to a whole word.
func checksum(b []byte) uint32 {
	var sum uint32
	for i := 0; i < len(b); i += 4 {
		var w [4]byte
		copy(w[:], b[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}
