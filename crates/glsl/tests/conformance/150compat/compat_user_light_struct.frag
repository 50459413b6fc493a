// expect: compile -- GLSL 1.50 (compatibility) section 7.5: a built-in state structure type names user variables in the compatibility profile
#version 150 compatibility
void main() {
    gl_LightSourceParameters l = gl_LightSource[0];
}
