// expect: compile -- GLSL 1.10 section 3.3: unrecognised pragmas are ignored
#version 110
#pragma optimize(off)
#pragma debug(on)
#pragma vendor_specific_thing
void main() {}
