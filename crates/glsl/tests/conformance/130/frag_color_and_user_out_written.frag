// expect: fail -- GLSL 1.30 section 7.2: a shader writing gl_FragColor cannot write a user output
#version 130
out vec4 g_c;
void main() {
    gl_FragColor = vec4(1.0);
    g_c = vec4(0.0);
}
