#version 330 core
uniform sampler2D texs[3];
in vec2 uv;
out vec4 color;
void main() {
    color = texture(texs[1], uv) + texture(texs[2], uv) * 0.0;
}
// run: {"inputs": {"uv": [0.5, 0.5]}, "uniforms": {"texs": [4, 5, 6]}, "expect": {"color": [0.5, 0.5, 0, 50]}}
