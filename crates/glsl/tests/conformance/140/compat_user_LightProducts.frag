// expect: fail -- GLSL 1.40 section 7.5: `gl_LightProducts` names user variables in the compatibility profile (not in core profiles)
#version 140
void main() {
    gl_LightProducts x = gl_FrontLightProduct[1];
}
