package scenes

// thumbLater has the minimap make its thumbnail on its second draw in
// the browser: the battle's first frame draws the whole terrain into its
// chunks already, and the thumbnail draws the map whole again, which on
// the page's one thread made the first battle frame the longest (issue
// #38). The panel is empty for that one frame. The desktop, and the
// screenshots its tests take of a battle drawn once, make it at once.
const thumbLater = true
