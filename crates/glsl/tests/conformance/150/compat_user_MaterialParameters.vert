// expect: fail -- GLSL 1.50 section 7.5: `gl_MaterialParameters` names user variables in the compatibility profile (not in core profiles)
#version 150 core
void main() {
    gl_MaterialParameters x = gl_BackMaterial;
}
