<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="tiles" tilewidth="8" tileheight="8" tilecount="2" columns="2">
 <image source="tiles.png" width="16" height="8"/>
</tileset>
