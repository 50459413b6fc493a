// expect: compile -- GLSL 1.20 section 3.3: unrecognised pragmas are ignored
#version 120
#pragma optimize(off)
#pragma debug(on)
#pragma vendor_specific_thing
void main() {}
