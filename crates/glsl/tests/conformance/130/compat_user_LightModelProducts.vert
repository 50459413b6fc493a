// expect: compile -- GLSL 1.30 section 7.5: `gl_LightModelProducts` names user variables in the compatibility profile (not in core profiles)
#version 130
void main() {
    gl_LightModelProducts x = gl_FrontLightModelProduct;
}
