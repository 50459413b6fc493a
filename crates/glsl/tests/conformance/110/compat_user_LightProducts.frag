// expect: compile -- GLSL 1.10 section 7.5: `gl_LightProducts` names user variables in the compatibility profile (not in core profiles)
#version 110
void main() {
    gl_LightProducts x = gl_FrontLightProduct[1];
}
