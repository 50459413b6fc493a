// expect: compile -- GLSL 3.30 (compatibility) section 7.5: `gl_FogParameters` names user variables in the compatibility profile (not in core profiles)
#version 330 compatibility
void main() {
    gl_FogParameters x = gl_Fog;
}
