// expect: compile -- GLSL 1.20 section 7.5: `gl_MaterialParameters` names user variables in the compatibility profile (not in core profiles)
#version 120
void main() {
    gl_MaterialParameters x = gl_BackMaterial;
}
