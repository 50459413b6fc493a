// expect: fail -- GLSL 1.40 section 7.5: a built-in state structure type names user variables in the compatibility profile
#version 140
void main() {
    gl_LightSourceParameters l = gl_LightSource[0];
}
