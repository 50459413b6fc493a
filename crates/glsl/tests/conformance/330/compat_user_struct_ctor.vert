// expect: fail -- GLSL 3.30 section 7.5: a built-in state structure type has a constructor in the compatibility profile
#version 330 core
void main() {
    gl_FogParameters f = gl_FogParameters(vec4(1.0), 0.5, 0.0, 1.0, 1.0); float d = f.density;
}
