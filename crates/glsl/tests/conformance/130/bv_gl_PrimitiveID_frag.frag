// expect: fail -- GLSL 1.30 section 7: gl_PrimitiveID is a fragment input from GLSL 1.50
#version 130
void main() {
    int p = gl_PrimitiveID;
}
