// expect: compile -- GLSL 3.30 (compatibility) section 7: gl_PrimitiveID is a fragment input from GLSL 1.50
#version 330 compatibility
void main() {
    int p = gl_PrimitiveID;
}
