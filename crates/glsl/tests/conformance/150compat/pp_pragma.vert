// expect: compile -- GLSL 1.50 (compatibility) section 3.3: unrecognised pragmas are ignored
#version 150 compatibility
#pragma optimize(off)
#pragma debug(on)
#pragma vendor_specific_thing
void main() {}
