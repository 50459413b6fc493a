// expect: fail -- GLSL ES 1.00 section 6.4: continue outside a loop is an error
#version 100
precision mediump float;
void main() {
    continue;
}
