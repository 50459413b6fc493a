#version 330 core
uniform float scale;
float g = scale * 2.0;
vec2 h = vec2(g, g + 1.0);
out vec2 v;
void main() {
    v = h;
    gl_Position = vec4(g);
}
// run: {"uniforms": {"scale": 1.5}, "expect": {"v": [3, 4], "gl_Position": [3, 3, 3, 3]}}
