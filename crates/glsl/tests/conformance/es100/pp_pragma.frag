// expect: compile -- GLSL ES 1.00 section 3.4: unrecognised pragmas are ignored
#version 100
precision mediump float;
#pragma optimize(off)
#pragma debug(on)
#pragma vendor_specific_thing
void main() {}
