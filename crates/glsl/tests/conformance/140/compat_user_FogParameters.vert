// expect: fail -- GLSL 1.40 section 7.5: `gl_FogParameters` names user variables in the compatibility profile (not in core profiles)
#version 140
void main() {
    gl_FogParameters x = gl_Fog;
}
