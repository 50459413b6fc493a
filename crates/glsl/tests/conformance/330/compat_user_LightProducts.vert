// expect: fail -- GLSL 3.30 section 7.5: `gl_LightProducts` names user variables in the compatibility profile (not in core profiles)
#version 330 core
void main() {
    gl_LightProducts x = gl_FrontLightProduct[1];
}
