// expect: fail -- GLSL 1.40 section 4.3.5.1: block members are read-only
#version 140
uniform Light { vec4 color; };
void main() {
    color = vec4(0.0);
}
