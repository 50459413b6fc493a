// expect: compile -- GLSL 3.30 (compatibility) section 3.3: unrecognised pragmas are ignored
#version 330 compatibility
#pragma optimize(off)
#pragma debug(on)
#pragma vendor_specific_thing
void main() {}
