// expect: compile -- GLSL 1.50 (compatibility) section 7.5: `gl_MaterialParameters` names user variables in the compatibility profile (not in core profiles)
#version 150 compatibility
void main() {
    gl_MaterialParameters x = gl_BackMaterial;
}
