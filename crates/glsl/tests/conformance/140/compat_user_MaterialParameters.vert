// expect: fail -- GLSL 1.40 section 7.5: `gl_MaterialParameters` names user variables in the compatibility profile (not in core profiles)
#version 140
void main() {
    gl_MaterialParameters x = gl_BackMaterial;
}
