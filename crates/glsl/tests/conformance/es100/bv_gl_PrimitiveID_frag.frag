// expect: fail -- GLSL ES 1.00 section 7: gl_PrimitiveID is a fragment input from GLSL 1.50
#version 100
precision mediump float;
void main() {
    int p = gl_PrimitiveID;
}
