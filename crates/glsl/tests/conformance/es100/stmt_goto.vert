// expect: fail -- GLSL ES 1.00 section 3.6: goto is reserved
#version 100
precision mediump float;
void main() {
    goto end;
}
