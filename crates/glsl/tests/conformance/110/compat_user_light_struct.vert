// expect: compile -- GLSL 1.10 section 7.5: a built-in state structure type names user variables in the compatibility profile
#version 110
void main() {
    gl_LightSourceParameters l = gl_LightSource[0];
}
