// expect: fail -- GLSL ES 1.00 section 7: gl_FragDepth is a desktop fragment output (GLSL ES 1.00 has none)
#version 100
precision mediump float;
void main() {
    gl_FragDepth = 0.5;
}
