// expect: compile -- GLSL 1.20 section 7.5: a built-in state structure type names user variables in the compatibility profile
#version 120
void main() {
    gl_LightSourceParameters l = gl_LightSource[0];
}
