// expect: fail -- GLSL ES 1.00 section 7.5: a built-in state structure type names user variables in the compatibility profile
#version 100
precision mediump float;
void main() {
    gl_LightSourceParameters l = gl_LightSource[0];
}
