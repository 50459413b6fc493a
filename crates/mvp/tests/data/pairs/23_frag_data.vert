#version 120
attribute vec4 pos;
varying vec3 n;
void main() { gl_Position = pos; n = pos.xyz * 2.0; }
