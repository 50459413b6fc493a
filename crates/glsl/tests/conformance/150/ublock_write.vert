// expect: fail -- GLSL 1.50 section 4.3.7: block members are read-only
#version 150 core
uniform Light { vec4 color; };
void main() {
    color = vec4(0.0);
}
