// expect: compile -- GLSL 1.50 (compatibility) section 7: gl_PrimitiveID is a fragment input from GLSL 1.50
#version 150 compatibility
void main() {
    int p = gl_PrimitiveID;
}
