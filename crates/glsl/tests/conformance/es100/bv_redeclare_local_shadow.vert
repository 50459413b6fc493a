// expect: fail -- GLSL ES 1.00 section 7: names starting with gl_ cannot be declared, even in a nested scope
#version 100
precision mediump float;
void main() {
    vec4 gl_Position = vec4(1.0);
}
